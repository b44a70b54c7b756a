import { PILLAR_INFO, type Pillar } from "@contract/pillars";
import { useDeferredValue, useState } from "react";

// The placeholder's light-to-dark sheen over the pillar's colour.
const SHEEN = "linear-gradient(to bottom right, rgb(255 255 255 / 0.35), rgb(0 0 0 / 0.15))";

/**
 * A drawn stand-in in the pillar's colour with a play mark. No text: it sits inside buttons named
 * 'Play {title}', whose visible text must be part of their name (the pillar badge is beside it).
 * Three boxes of CSS rather than an SVG drawing: a list of cards draws a dozen of them at once.
 */
function Placeholder({ pillar }: { pillar: Pillar }) {
  return (
    <div
      className="absolute inset-0"
      style={{ backgroundColor: PILLAR_INFO[pillar].color, backgroundImage: SHEEN }}
      aria-hidden="true"
    >
      <div className="absolute top-[46.7%] left-1/2 aspect-square w-[18.75%] -translate-1/2 rounded-full bg-[#1f2937]/85">
        <div className="absolute inset-0 bg-white [clip-path:polygon(35%_23.3%,78.3%_50%,35%_76.7%)]" />
      </div>
    </div>
  );
}

/**
 * The video's thumbnail over a drawn placeholder: the placeholder shows while the image
 * loads and stays when it cannot load (always, offline), so the card always looks finished. The
 * image is asked for in a deferred render, after the page's first content.
 */
export function VideoThumbnail({ src, title, pillar }: { src: string; title: string; pillar: Pillar }) {
  const [failed, setFailed] = useState(false);
  const afterFirstPaint = useDeferredValue(true, false);
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
