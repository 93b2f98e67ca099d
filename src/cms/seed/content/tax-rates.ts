import type { Payload } from 'payload'

export async function seedTaxRates(payload: Payload): Promise<void> {
  void payload
}
