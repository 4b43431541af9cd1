// The editor area before any file is open: the welcome note as plain text, so the first screen does not
// fetch Monaco (~1 MB gzip) to show four read-only lines. Monaco loads when a file is first opened.
export function WelcomeNote({ markdown }: { markdown: string }) {
  const lines = markdown.split('\n').filter((line) => line.trim() !== '');
  return (
    <div className="welcome-note" data-testid="welcome-note">
      {lines.map((line, i) =>
        line.startsWith('# ') ? <h2 key={i}>{line.slice(2)}</h2> : <p key={i}>{line}</p>,
      )}
    </div>
  );
}
