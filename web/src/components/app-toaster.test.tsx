import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dialogClosed, dialogOpened } from "./dialog-layer";
import { notify, TOAST_DURATION_MS } from "@/components/notify";
import { AppToaster } from "./app-toaster";
import { toastsFollowView, useToastsAtTop } from "./view-toasts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("AppToaster", () => {
  it("shows a success as a status, with its title and description", () => {
    render(<AppToaster />);
    act(() => notify.success("Profile Updated", "Your changes were saved."));
    const toast = screen.getByRole("status");
    expect(toast.getAttribute("aria-live")).toBe("polite");
    expect(toast.textContent).toContain("Profile Updated");
    expect(toast.textContent).toContain("Your changes were saved.");
    expect(toast.className).toContain("alert-success");
  });

  it("shows an error as an alert, read out at once", () => {
    render(<AppToaster />);
    act(() => notify.error("Save Failed", "Answer too long"));
    expect(screen.getByRole("alert").getAttribute("aria-live")).toBe("assertive");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sits above the bottom navigation and action bar below 1024 px, off the page's title, and at the top from 1024 px", () => {
    render(<AppToaster />);
    act(() => notify.success("Excellent Work!", "Score: 85/100 · +50 XP"));
    const placement = screen.getByRole("status").parentElement!.className.split(" ");
    expect(placement).toContain("max-lg:bottom-[calc(8.5rem+env(safe-area-inset-bottom))]");
    expect(placement).toContain("lg:toast-top");
    expect(placement).not.toContain("toast-top");
  });

  it("shows one toast at a time: a new one replaces the current", () => {
    render(<AppToaster />);
    act(() => notify.info("First"));
    act(() => notify.success("Second"));
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.getByText("Second")).toBeTruthy();
  });

  it("goes after its time, which starts again for a new toast", () => {
    render(<AppToaster />);
    act(() => notify.info("First"));
    advance(TOAST_DURATION_MS - 1000);
    act(() => notify.info("Second"));
    advance(TOAST_DURATION_MS - 1);
    expect(screen.getByText("Second")).toBeTruthy();
    advance(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("holds while the pointer rests on it, then goes after the time it had left", () => {
    render(<AppToaster />);
    act(() => notify.success("Saved"));
    advance(2000);
    fireEvent.mouseEnter(screen.getByRole("status"));
    advance(TOAST_DURATION_MS * 3);
    expect(screen.getByText("Saved")).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole("status"));
    advance(TOAST_DURATION_MS - 2000 - 1);
    expect(screen.getByText("Saved")).toBeTruthy();
    advance(1);
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("holds while the focus is in it, and closes with its button", () => {
    render(<AppToaster />);
    act(() => notify.error("Evaluation Failed"));
    const dismiss = screen.getByRole("button", { name: "Dismiss" });
    act(() => dismiss.focus());
    advance(TOAST_DURATION_MS * 2);
    expect(screen.getByRole("alert")).toBeTruthy();
    fireEvent.click(dismiss);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("stays held while the focus is in it, though the pointer has left", () => {
    render(<AppToaster />);
    act(() => notify.info("Link copied"));
    const toast = screen.getByRole("status");
    fireEvent.mouseEnter(toast);
    act(() => screen.getByRole("button", { name: "Dismiss" }).focus());
    fireEvent.mouseLeave(toast);
    advance(TOAST_DURATION_MS * 2);
    expect(screen.getByText("Link copied")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "Dismiss" }).blur());
    advance(TOAST_DURATION_MS);
    expect(screen.queryByText("Link copied")).toBeNull();
  });

  it("takes the focus to the toast with F8, which holds it", () => {
    render(<AppToaster />);
    act(() => notify.success("Saved"));
    fireEvent.keyDown(document, { key: "F8" });
    expect(document.activeElement).toBe(screen.getByRole("status"));
    advance(TOAST_DURATION_MS * 2);
    expect(screen.getByText("Saved")).toBeTruthy();
  });

  it("goes with a swipe of 50 px or more to the right, not with a shorter one", () => {
    render(<AppToaster />);
    act(() => notify.info("Link copied"));
    const toast = screen.getByRole("status");
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 149 });
    expect(screen.getByText("Link copied")).toBeTruthy();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(screen.queryByText("Link copied")).toBeNull();
  });

  it("renders inside the modal dialog on top, so it is not behind the backdrop", () => {
    const dialog = document.createElement("dialog");
    document.body.append(dialog);
    dialog.showModal();
    render(<AppToaster />);
    act(() => dialogOpened(dialog));
    act(() => notify.success("Email sent"));
    expect(dialog.contains(screen.getByRole("status"))).toBe(true);
    act(() => {
      dialog.close();
      dialogClosed(dialog);
    });
    expect(dialog.contains(screen.getByRole("status"))).toBe(false);
    dialog.remove();
  });

  it("dismisses a view's toast when the learner leaves the view; one announcing the next view moves along once", () => {
    render(<AppToaster />);
    window.history.pushState({}, "", "/incubator/phase/DISCOVER/step/1");
    act(() => notify.error("Keep Improving", "Score: 45/100"));
    expect(screen.getByRole("alert")).toBeTruthy();
    act(() => toastsFollowView("/incubator/phase/DISCOVER/step/1"));
    expect(screen.getByRole("alert")).toBeTruthy();
    act(() => toastsFollowView("/chat"));
    expect(screen.queryByRole("alert")).toBeNull();

    window.history.pushState({}, "", "/incubator/phase/DISCOVER/step/1");
    act(() => notify.success("Step Complete!", "On to the next step.", true));
    act(() => toastsFollowView("/incubator/phase/DISCOVER"));
    expect(screen.getByRole("status").textContent).toContain("Step Complete!");
    act(() => toastsFollowView("/chat"));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sits at the top while a view whose newest content is at the bottom (the chat) is shown", () => {
    function ChatLike() {
      useToastsAtTop();
      return null;
    }
    const chat = render(<ChatLike />);
    render(<AppToaster />);
    act(() => notify.success("Session deleted"));
    expect(screen.getByRole("status").parentElement!.className.split(" ")).toContain("toast-top");
    chat.unmount();
    expect(screen.getByRole("status").parentElement!.className.split(" ")).not.toContain("toast-top");
  });
});
