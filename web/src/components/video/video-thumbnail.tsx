import { PILLAR_INFO, type Pillar } from "@contract/pillars";
import { useId, useState } from "react";
import { useAfterFirstPaint } from "@/lib/after-first-paint";

/**
 * A drawn stand-in in the pillar's colour with a play mark. No text: it sits inside buttons named
 * 'Play {title}', whose visible text must be part of their name (the pillar badge is beside it).
 */
function Placeholder({ pillar }: { pillar: Pillar }) {
  const shade = useId();
  return (
    <svg viewBox="0 0 320 180" className="absolute inset-0 h-full w-full" aria-hidden="true">
      <defs>
        <linearGradient id={shade} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.15" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={PILLAR_INFO[pillar].color} />
      <rect width="320" height="180" fill={`url(#${shade})`} />
      <circle cx="160" cy="84" r="30" fill="#1f2937" fillOpacity="0.85" />
      <path d="M151 68 L177 84 L151 100 Z" fill="#ffffff" />
    </svg>
  );
}

/**
 * The video's thumbnail over a drawn placeholder: the placeholder shows while the image
 * loads and stays when it cannot load (always, offline), so the card always looks finished. The
 * image is asked for once the page's first content has painted.
 */
export function VideoThumbnail({ src, title, pillar }: { src: string; title: string; pillar: Pillar }) {
  const [failed, setFailed] = useState(false);
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <div
      className="relative aspect-video w-full overflow-hidden"
      role="img"
      aria-label={failed ? `${title} (thumbnail unavailable)` : title}
      data-testid={failed ? "thumbnail-placeholder" : "thumbnail"}
    >
      <Placeholder pillar={pillar} />
      {afterFirstPaint && !failed && (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="absolute inset-0 h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
