import type { FeatureSeedWriter } from '../features'

export async function seedQa(w: FeatureSeedWriter): Promise<void> {
  void w
}
