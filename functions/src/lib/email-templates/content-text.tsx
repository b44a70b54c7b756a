import { Text } from "@react-email/components";
import { Fragment } from "react";
import { styles } from "./theme";

/**
 * A message's words as paragraphs: a blank line starts a new one, a single line break stays one.
 * `quoted` sets a person's words (a coach's note, a learner's reason) apart.
 */
export function ContentText({ text, quoted = false }: { text: string; quoted?: boolean }) {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim());
  return paragraphs.map((paragraph, index) => (
    <Text key={index} className={quoted ? "email-quote" : "email-text"} style={quoted ? styles.quote : styles.text}>
      {paragraph.split("\n").map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  ));
}
