import type { FeatureSeedWriter } from '../features'

export async function seedHelp(w: FeatureSeedWriter): Promise<void> {
  void w
}
