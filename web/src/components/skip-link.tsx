/** The first stop of the keyboard: straight to the view's content, past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="btn btn-primary btn-sm fixed top-2 left-2 z-50 -translate-y-20 focus:translate-y-0"
      onClick={(event) => {
        // Every view has one <main>; focus it without writing a #hash into the app's address.
        event.preventDefault();
        const main = document.querySelector<HTMLElement>("main");
        if (!main) return;
        if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
        main.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
