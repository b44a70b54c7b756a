import { Navigate, Route, Routes } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";
import { CatalogueList } from "./catalogue-list";
import { VideoDetail } from "./video-detail";

/** /catalogue and /catalogue/:videoId (the video catalogue). */
export default function CataloguePage() {
  return (
    <Routes>
      <Route index element={<CatalogueList />} />
      <Route path=":videoId" element={<VideoDetail />} />
      {/* An unknown address goes home. */}
      <Route path="*" element={<Navigate to={routePaths.home} replace />} />
    </Routes>
  );
}
