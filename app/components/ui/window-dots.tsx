// The three coloured dots of a browser window's title bar, for the decorative window frames around previews.
const SMALL = ["size-2 rounded-full bg-rose-300", "size-2 rounded-full bg-amber-300", "size-2 rounded-full bg-emerald-300"];
const LARGE = ["size-2.5 rounded-full bg-rose-400", "size-2.5 rounded-full bg-amber-400", "size-2.5 rounded-full bg-emerald-400"];

export function WindowDots({ large = false }: { large?: boolean }) {
  return (
    <span className={large ? "flex gap-1.5" : "flex gap-1"}>
      {(large ? LARGE : SMALL).map((dot) => (
        <span key={dot} className={dot} />
      ))}
    </span>
  );
}
