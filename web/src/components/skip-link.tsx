export const MAIN_CONTENT_ID = "main-content";

/** The first stop of the keyboard: straight to the view's content (`#main-content`), past the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="btn btn-primary btn-sm fixed top-2 left-2 z-50 -translate-y-20 focus:translate-y-0 print:hidden"
      onClick={(event) => {
        // Focus the content without writing a #hash into the app's address.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
