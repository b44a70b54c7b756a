/** What an infinite TanStack query offers for the next page. */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Load more' under a server-paged list: shown while there is a next page, busy while it loads. */
export function LoadMoreButton({
  pages,
  label = "Load more",
  className = "",
}: {
  pages: NextPage;
  label?: string;
  className?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`btn btn-outline self-center ${className}`}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? "Loading..." : label}
    </button>
  );
}
