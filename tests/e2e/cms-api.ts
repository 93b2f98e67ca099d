import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/** Signs a CMS user in through the REST API; answers the header that carries the session. */
export async function cmsLogin(request: APIRequestContext, user: { email: string; password: string }): Promise<Record<string, string>> {
  const res = await request.post('/api/users/login', { data: user })
  expect(res.status()).toBe(200)
  const { token } = await res.json()
  return { Authorization: `JWT ${token}` }
}

/** The first document of a collection matching a REST `where` query, in Chinese, unpopulated. */
export async function firstDoc(request: APIRequestContext, auth: Record<string, string>, collection: string, where: string) {
  const res = await request.get(`/api/${collection}?${where}&limit=1&depth=0&locale=cn`, { headers: auth })
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0]
}
