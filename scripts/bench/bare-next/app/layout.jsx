// The bare Next page pnpm bench:web measures beside the site: the same Next version, built and
// served the same way, with nothing but a heading and a paragraph.
export const metadata = { title: 'Bare Next page', description: 'A bare Next.js App Router page.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
