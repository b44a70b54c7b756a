import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChatInput } from "./chat-input";

function setup(result = true) {
  const onSend = vi.fn(async (_content: string) => result);
  render(<ChatInput onSend={onSend} busy={false} />);
  return { onSend, input: screen.getByLabelText("Message SoloSensei AI"), user: userEvent.setup() };
}

describe("ChatInput", () => {
  it("counts characters against 500 without cutting the text off", async () => {
    const { input, user } = setup();
    expect(screen.getByText("0/500")).toBeTruthy();
    await user.type(input, "Hello");
    expect(screen.getByText("5/500")).toBeTruthy();
  });

  it("counts what a person sees: an emoji with its skin tone or a flag is one character", async () => {
    const { input, user } = setup();
    await user.click(input);
    await user.paste("Hi 👋🏽 🇯🇵");
    expect(screen.getByText("6/500")).toBeTruthy();
  });

  it("sends the trimmed text with Enter and clears the input", async () => {
    const { input, user, onSend } = setup();
    await user.type(input, "  How do I price?  {Enter}");
    expect(onSend).toHaveBeenCalledWith("How do I price?");
    expect((input as HTMLTextAreaElement).value).toBe("");
  });

  it("adds a line with Shift+Enter instead of sending", async () => {
    const { input, user, onSend } = setup();
    await user.type(input, "Line one{Shift>}{Enter}{/Shift}Line two");
    expect(onSend).not.toHaveBeenCalled();
    expect((input as HTMLTextAreaElement).value).toBe("Line one\nLine two");
  });

  it("cannot send empty or whitespace-only text", async () => {
    const { input, user, onSend } = setup();
    await user.type(input, "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("gives the text back when sending failed", async () => {
    const { input, user, onSend } = setup(false);
    await user.type(input, "Keep me{Enter}");
    expect(onSend).toHaveBeenCalledWith("Keep me");
    expect((input as HTMLTextAreaElement).value).toBe("Keep me");
  });

  it("caps the input's height at 128px", () => {
    setup();
    expect((screen.getByLabelText("Message SoloSensei AI") as HTMLTextAreaElement).style.maxHeight).toBe("128px");
  });
});
