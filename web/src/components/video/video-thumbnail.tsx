import { PILLAR_INFO, type Pillar } from "@contract/pillars";
import { useState } from "react";

/**
 * The video's thumbnail; when it cannot load (always offline), a drawn placeholder
 * in the pillar's colour with a play mark, so the card still looks finished.
 */
export function VideoThumbnail({ src, title, pillar }: { src: string; title: string; pillar: Pillar }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <svg
        viewBox="0 0 320 180"
        className="aspect-video w-full"
        role="img"
        aria-label={`${title} (thumbnail unavailable)`}
        data-testid="thumbnail-placeholder"
      >
        <rect width="320" height="180" fill={PILLAR_INFO[pillar].color} />
        <rect width="320" height="180" fill="url(#shade)" />
        <defs>
          <linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffffff" stopOpacity="0.35" />
            <stop offset="1" stopColor="#000000" stopOpacity="0.15" />
          </linearGradient>
        </defs>
        <circle cx="160" cy="84" r="30" fill="#1f2937" fillOpacity="0.85" />
        <path d="M151 68 L177 84 L151 100 Z" fill="#ffffff" />
        <text x="160" y="150" textAnchor="middle" fontSize="16" fontWeight="700" fill="#1f2937" fontFamily="sans-serif">
          {pillar}
        </text>
      </svg>
    );
  return (
    <img
      src={src}
      alt={title}
      loading="lazy"
      className="aspect-video w-full object-cover"
      onError={() => setFailed(true)}
    />
  );
}
