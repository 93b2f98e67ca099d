'use strict'
// The production server: Next's standalone server behind a thin edge of our own.
//
// Next decides nothing about who the client is (it keeps any X-Forwarded-For it is sent)
// and has no body limit for route handlers, and its headers cannot depend on a page's
// content. This file wraps the one HTTP server Next creates, so every request passes
// here first: proxy headers are resolved against TRUST_PROXY, malformed requests are
// refused, cached public pages are answered from the page cache (page-cache.cjs), other
// answers are compressed and get their security headers.
const http = require('node:http')
const path = require('node:path')
const compression = require('next/dist/compiled/compression')
const { parseTrust, normaliseProxyHeaders } = require('./client-address.cjs')
const { checkRequest, refuse } = require('./request-guard.cjs')
const { applyResponsePolicy, isSpeculativeRequest } = require('./response-policy.cjs')
const { createPageCache, publish, cacheKey } = require('./page-cache.cjs')

const trust = parseTrust(process.env.TRUST_PROXY)
// Compression runs here, outside the policy wrapper, so the policy reads plain HTML.
const compress = compression()
// EDGE_PAGE_CACHE_MB=0 turns the page cache off (every page is then answered by Next).
const pageCacheMb = Number(process.env.EDGE_PAGE_CACHE_MB ?? 128)
const pages = Number.isFinite(pageCacheMb) && pageCacheMb > 0 ? publish(createPageCache({ maxBytes: pageCacheMb * 1024 * 1024 })) : null

function edge(listener) {
  return function edgeListener(req, res) {
    const { secure } = normaliseProxyHeaders(req, trust)
    const refusal = checkRequest(req)
    if (refusal) return refuse(req, res, refusal)
    const key = pages && cacheKey(req, secure)
    if (key && pages.serve(key, req, res)) return
    const speculative = isSpeculativeRequest(req.headers)
    // A prefetch's answer has had its cookies taken off, so it is not what a visit gets.
    const startedAt = pages?.now()
    const keep = key && req.method === 'GET' && !speculative ? (response, body) => pages.store(key, response, body, startedAt).catch(() => {}) : undefined
    const admin = /^\/admin(\/|$|\?)/.test(req.url ?? '')
    compress(req, res, () => {
      applyResponsePolicy(res, { secure, speculative, admin, onDocument: keep })
      listener(req, res)
    })
  }
}

const createServer = http.createServer
http.createServer = function createEdgeServer(...args) {
  http.createServer = createServer // only Next's one server is wrapped
  const index = args.findIndex((arg) => typeof arg === 'function')
  if (index >= 0) args[index] = edge(args[index])
  return createServer.apply(http, args)
}

require(path.join(process.env.NEXT_STANDALONE_DIR ?? path.join(__dirname, '..', '.next', 'standalone'), 'server.js'))
