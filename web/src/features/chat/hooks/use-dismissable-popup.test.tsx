import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDismissablePopup } from "./use-dismissable-popup";

function Menu() {
  const { open, setOpen, container, toggle } = useDismissablePopup();
  return (
    <>
      <p>Outside</p>
      <div ref={container}>
        <button ref={toggle} type="button" onClick={() => setOpen((value) => !value)}>
          Menu
        </button>
        {open && <nav aria-label="Items">Item</nav>}
      </div>
    </>
  );
}

/** Clicks like a user (outside act), and resolves once the menu is in the DOM, not later. */
async function openMenu() {
  screen.getByRole("button", { name: "Menu" }).click();
  while (!screen.queryByRole("navigation", { name: "Items" })) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

async function settle() {
  for (let turn = 0; turn < 5 && screen.queryByRole("navigation", { name: "Items" }); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe("useDismissablePopup", () => {
  it("closes on an Escape pressed as soon as the menu shows, and gives the focus back to its button", async () => {
    render(<Menu />);
    await openMenu();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await settle();
    expect(screen.queryByRole("navigation", { name: "Items" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Menu" }));
  });

  it("closes on a press outside it, and stays open on a press inside it or another key", async () => {
    render(<Menu />);
    await openMenu();
    const menu = screen.getByRole("navigation", { name: "Items" });
    menu.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await settle();
    expect(screen.queryByRole("navigation", { name: "Items" })).not.toBeNull();
    screen.getByText("Outside").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    await settle();
    expect(screen.queryByRole("navigation", { name: "Items" })).toBeNull();
  });
});
