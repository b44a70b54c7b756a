/** Description lines starting with a bullet or dash show as a bulleted list. */
const BULLET = /^\s*[-•*–]\s+/;

export function BulletText({ text, className = "" }: { text: string; className?: string }) {
  const blocks: ({ kind: "p"; text: string } | { kind: "ul"; items: string[] })[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    if (BULLET.test(line)) {
      const last = blocks.at(-1);
      const item = line.replace(BULLET, "");
      if (last?.kind === "ul") last.items.push(item);
      else blocks.push({ kind: "ul", items: [item] });
    } else blocks.push({ kind: "p", text: line.trim() });
  }
  return (
    <div className={`space-y-1 text-sm ${className}`}>
      {blocks.map((block, index) =>
        block.kind === "p" ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-0.5 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
