import { Route, Routes } from "react-router-dom";
import { CatalogueList } from "./catalogue-list";
import { VideoDetail } from "./video-detail";

/** /catalogue and /catalogue/:videoId (spec 000 "Video Catalogue"). */
export default function CataloguePage() {
  return (
    <Routes>
      <Route index element={<CatalogueList />} />
      <Route path=":videoId" element={<VideoDetail />} />
    </Routes>
  );
}
