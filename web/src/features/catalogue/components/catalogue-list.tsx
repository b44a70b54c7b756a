import type { CuratedVideo } from "@contract/learning";
import { DIFFICULTIES, PILLARS } from "@contract/pillars";
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { LoadMoreButton } from "@/components/load-more-button";
import { Page } from "@/components/page";
import { DifficultyBadge, PillarBadge, difficultyLabel } from "@/components/pillar-badge";
import { VideoThumbnail } from "@/components/video/video-thumbnail";
import { routePaths } from "@/lib/route-paths";
import { useCuratedVideos } from "../api/list-curated-videos";
import { filterCatalogue, filterIn, searchParamsFor, type CatalogueFilter } from "../catalogue-filter";
import { FilterSelect } from "./filter-select";

// The two dropdown filters: each select's name, its first option (which filters nothing) and its choices.
const PILLAR_FILTER = {
  label: "Pillar",
  allLabel: "All Pillars",
  options: PILLARS.map((pillar) => ({ value: pillar, label: pillar })),
};
const LEVEL_FILTER = {
  label: "Level",
  allLabel: "All Levels",
  options: DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: difficultyLabel(difficulty) })),
};

// Compact cards: a row with a small thumbnail on phones, a grid of 3-4 upright cards on desktops
// (docs/decisions/021-responsive-layout.md).
const GRID = "grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
const CARD = "card border-base-300 bg-base-100 w-full flex-row overflow-hidden border shadow-sm sm:flex-col";
const THUMB = "w-32 shrink-0 self-start sm:w-full";
const BODY = "flex min-w-0 flex-1 flex-col gap-1.5 p-3";

function VideoCard({ video }: { video: CuratedVideo }) {
  return (
    <article className={CARD} aria-label={video.title}>
      <div className={THUMB}>
        <VideoThumbnail src={video.thumbnailUrl} title={video.title} pillar={video.pillar} />
      </div>
      <div className={BODY}>
        <div className="flex flex-wrap gap-1">
          <PillarBadge pillar={video.pillar} />
          <DifficultyBadge difficulty={video.difficulty} />
        </div>
        <h2 className="line-clamp-2 text-sm leading-snug font-bold">{video.title}</h2>
        <div className="mt-auto flex justify-end">
          <Link
            to={routePaths.catalogueVideo(video.id)}
            className="btn btn-outline btn-sm"
            aria-label={`View More: ${video.title}`}
          >
            View More
          </Link>
        </div>
      </div>
    </article>
  );
}

function SkeletonCards() {
  return (
    <ul className={GRID} aria-label="Loading videos" aria-busy="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className={CARD} data-testid="video-skeleton">
          <div className={THUMB}>
            <div className="skeleton aspect-video w-full rounded-none" />
          </div>
          <div className={BODY}>
            <div className="skeleton h-4 w-24" />
            <div className="skeleton h-5 w-full" />
            <div className="skeleton h-8 w-24 self-end" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Cards per page: a desktop screenful, and what a phone scrolls through before asking for more. */
const PAGE_SIZE = 12;
/**
 * Cards in the page's first frame: more than a phone's screen holds. The rest of the page, and the
 * button under it, follow in a deferred render (`useDeferredValue`), so the first render and its
 * layout are not one long task of all twelve cards.
 */
const FIRST_FRAME_CARDS = 6;

/** A page of cards at a time; 'Show more videos' adds the next and takes the focus to its first. */
function VideoGrid({ videos }: { videos: CuratedVideo[] }) {
  const [count, setCount] = useState(PAGE_SIZE);
  const painted = useDeferredValue(true, false);
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null) return;
    list.current?.querySelectorAll("a")[firstNew.current]?.focus();
    firstNew.current = null;
  }, [count]);
  const showMore = () => {
    firstNew.current = count;
    setCount(count + PAGE_SIZE);
  };
  return (
    <div className="flex flex-col gap-4">
      <ul ref={list} className={GRID}>
        {videos.slice(0, painted ? count : Math.min(count, FIRST_FRAME_CARDS)).map((video) => (
          <li key={video.id} className="flex">
            <VideoCard video={video} />
          </li>
        ))}
      </ul>
      {painted && (
        <LoadMoreButton
          pages={{ hasNextPage: videos.length > count, isFetchingNextPage: false, fetchNextPage: showMore }}
          label="Show more videos"
        />
      )}
    </div>
  );
}

/**
 * The filter is copied into the URL, so back from a video detail returns to the same results. The
 * inputs show the page's own state, not the URL: a navigation lands a moment after the event that
 * asks for it, and a keystroke or a second filter chosen meanwhile must build on the first.
 */
function useCatalogueFilter(): [CatalogueFilter, (next: Partial<CatalogueFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState(() => filterIn(params));
  // The newest filter, for a change made before the previous one has rendered.
  const newest = useRef(filter);
  const update = (next: Partial<CatalogueFilter>) => {
    newest.current = { ...newest.current, ...next };
    setFilter(newest.current);
    setParams(searchParamsFor(newest.current), { replace: true });
  };
  return [filter, update];
}

/** "Video Catalogue": search, pillar and level filters, count, skeleton, empty state, grid. */
export default function CatalogueList() {
  const navigate = useNavigate();
  const videos = useCuratedVideos();
  const [filter, setFilter] = useCatalogueFilter();
  const searchId = useId();
  const shown = useMemo(() => filterCatalogue(videos.data ?? [], filter), [videos.data, filter]);

  return (
    <Page title="Video Catalogue" subtitle="Curated videos for every success pillar">
      <BackLink label="Back to Learning Paths" className="-mt-3" onBack={() => void navigate(routePaths.learn)} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <label htmlFor={searchId} className="sr-only">
          Search videos
        </label>
        <input
          id={searchId}
          type="search"
          className="input w-full"
          placeholder="Search videos, topics, or channels..."
          value={filter.search}
          onChange={(event) => setFilter({ search: event.target.value })}
        />
        <FilterSelect {...PILLAR_FILTER} value={filter.pillar} onChange={(pillar) => setFilter({ pillar })} />
        <FilterSelect {...LEVEL_FILTER} value={filter.level} onChange={(level) => setFilter({ level })} />
      </div>

      {videos.isPending ? (
        <SkeletonCards />
      ) : (
        <>
          <p className="text-base-content/75 mb-3 text-sm" aria-live="polite">
            {shown.length} video(s) found
          </p>
          {shown.length === 0 ? (
            <section className="card border-base-300 border border-dashed">
              <div className="card-body items-center text-center">
                <h2 className="card-title">No Videos Found</h2>
                <p className="text-base-content/75 text-sm">
                  Try adjusting your search terms or filters to find more videos
                </p>
              </div>
            </section>
          ) : (
            // A new search or filter starts again at the first page.
            <VideoGrid key={JSON.stringify(filter)} videos={shown} />
          )}
        </>
      )}
    </Page>
  );
}
