import type { FeatureSeedWriter } from '../features'

export async function seedVideos(w: FeatureSeedWriter): Promise<void> {
  void w
}
