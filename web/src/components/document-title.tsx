import { useEffect } from "react";

export const APP_NAME = "SoloSensei";

/**
 * Sets the tab's title where it is rendered, e.g. 'Dashboard - SoloSensei'. Place it before the
 * view, so a view deeper down can set a more precise one.
 */
export function DocumentTitle({ title }: { title?: string }) {
  useEffect(() => {
    document.title = title ? `${title} - ${APP_NAME}` : APP_NAME;
  }, [title]);
  return null;
}
