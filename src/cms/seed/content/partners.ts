import type { FeatureSeedWriter } from '../features'

export async function seedPartners(w: FeatureSeedWriter): Promise<void> {
  void w
}
