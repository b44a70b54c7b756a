import { Body, Container, Head, Heading, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { DARK_MODE_CSS, styles } from "./theme";

interface EmailLayoutProps {
  /** The message's subject, also the document's title. */
  subject: string;
  /** The line a mail app shows after the subject in the inbox. */
  preview: string;
  heading: string;
  /** The app's address: the name in the header links to it. */
  appUrl: string;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * Every email's frame: the name as text (no image to block or track), one h1, the content and the
 * footer, in a 600px column that narrows to a phone's width.
 */
export function EmailLayout({ subject, preview, heading, appUrl, children, footer }: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style dangerouslySetInnerHTML={{ __html: DARK_MODE_CSS }} />
      </Head>
      <Body className="email-page" style={styles.body}>
        <Preview>{preview}</Preview>
        {/* Announced as one email inside a mail app's own page (the Email Markup Consortium's advice). */}
        <div role="article" aria-roledescription="email" aria-label={subject} lang="en" dir="ltr">
          {/* The Body's own cell keeps its inline colour; this section covers it and takes the dark one. */}
          <Section className="email-page" style={styles.page}>
            <Container className="email-card" style={styles.card}>
              <Section style={styles.header}>
                <Text style={styles.brand}>
                  <Link href={appUrl} className="email-text email-brand" style={styles.brandLink}>
                    SoloSensei
                  </Link>
                </Text>
              </Section>
              <Section style={styles.content}>
                <Heading as="h1" className="email-text" style={styles.heading}>
                  {heading}
                </Heading>
                {children}
              </Section>
              <Section style={styles.footer}>{footer}</Section>
            </Container>
          </Section>
        </div>
      </Body>
    </Html>
  );
}
