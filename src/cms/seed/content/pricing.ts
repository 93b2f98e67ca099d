import type { FeatureSeedWriter } from '../features'

export async function seedPricing(w: FeatureSeedWriter): Promise<void> {
  void w
}
