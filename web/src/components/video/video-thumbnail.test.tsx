import { render, screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoThumbnail } from "./video-thumbnail";

const image = (container: HTMLElement) => container.querySelector("img");

describe("VideoThumbnail", () => {
  it("draws its placeholder in the first render and asks for the image in the deferred one", async () => {
    // A server render is the first render alone: useDeferredValue gives its initial value.
    const first = renderToStaticMarkup(<VideoThumbnail src="/a.jpg" title="Pricing" pillar="SELL" />);
    expect(first).toContain('aria-label="Pricing"');
    expect(first).not.toContain("<img");

    const { container } = render(<VideoThumbnail src="/a.jpg" title="Pricing" pillar="SELL" />);
    expect(screen.getByRole("img", { name: "Pricing" })).toBeTruthy();
    await waitFor(() => expect(image(container)?.getAttribute("src")).toBe("/a.jpg"));
  });
});
