import type { FeatureSeedWriter } from '../features'

export async function seedNews(w: FeatureSeedWriter): Promise<void> {
  void w
}
