import { useEffect } from "react";

export const APP_NAME = "SoloSensei";

/** Sets the tab's title, e.g. 'Dashboard - SoloSensei'; a view deeper down may set a more precise one. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} - ${APP_NAME}` : APP_NAME;
  }, [title]);
}
