'use client'

/** Last resort when even the error screen fails: plain HTML, no brand data. */
export default function GlobalError() {
  return (
    <html lang="zh-CN">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>An error occurred while showing the error page</h1>
        <p>
          <a href="/">返回首页</a>
        </p>
      </body>
    </html>
  )
}
