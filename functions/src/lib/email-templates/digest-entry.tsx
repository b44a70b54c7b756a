import { Heading, Link, Text } from "@react-email/components";
import { ContentText } from "./content-text";
import { styles } from "./theme";
import type { DigestEntry as Entry } from "./types";

/** One message of a digest: what it is about and when, its title, its words and its link. */
export function DigestEntry({ entry, timeZone }: { entry: Entry; timeZone: string }) {
  const day = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone }).format(
    new Date(entry.at),
  );
  return (
    <>
      <Text className="email-muted" style={{ ...styles.muted, margin: "0 0 4px" }}>
        {entry.categoryLabel}, {day}
      </Text>
      <Heading as="h2" className="email-text" style={styles.subheading}>
        {entry.title}
      </Heading>
      <ContentText text={entry.content} />
      {entry.actionLabel && entry.actionUrl && (
        <Text className="email-text" style={styles.text}>
          <Link href={entry.actionUrl} className="email-link" style={styles.link}>
            {entry.actionLabel}
          </Link>
        </Text>
      )}
    </>
  );
}
