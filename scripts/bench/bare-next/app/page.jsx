export default function Page() {
  return (
    <main>
      <h1>A bare Next page</h1>
      <p>One heading and one paragraph, to measure what the framework alone costs on the same machine.</p>
    </main>
  )
}
