import type { AdminCuratedVideo } from "@contract/admin-videos";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { notify } from "@/components/notify";
import { useDeleteAdminVideo } from "../api/delete-admin-video";
import { useAdminVideos } from "../api/list-admin-videos";
import { useUpdateAdminVideo } from "../api/update-admin-video";
import { loadedVideos } from "../video-pages";
import { VideoForm } from "./video-form";
import { VideoTable } from "./video-table";
import { LoadMoreButton } from "@/components/load-more-button";

/** What the inline form shows: nothing, a new video, or the video being edited. */
type FormState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; video: AdminCuratedVideo };

/** The admin panel's Video Management tab: the catalogue, every video active or not. */
export default function VideoManagementTab() {
  const videos = useAdminVideos();
  const toggle = useUpdateAdminVideo();
  const remove = useDeleteAdminVideo();
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<AdminCuratedVideo | null>(null);
  const rows = loadedVideos(videos.data);

  const toggleActive = (video: AdminCuratedVideo) =>
    toggle.mutate(
      { id: video.id, changes: { isActive: !video.isActive } },
      { onError: () => notify.error("Failed to update video status") },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success("Video Deleted");
        if (form.mode === "edit" && form.video.id === deleting.id) setForm({ mode: "closed" });
        setDeleting(null);
      },
      onError: () => {
        notify.error("Failed to delete video");
        setDeleting(null);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">Curated Videos</h2>
        {form.mode === "closed" && (
          <button type="button" className="btn btn-primary" onClick={() => setForm({ mode: "add" })}>
            Add Video
          </button>
        )}
      </div>
      {form.mode !== "closed" && (
        <VideoForm
          key={form.mode === "edit" ? form.video.id : "new"}
          video={form.mode === "edit" ? form.video : null}
          onDone={() => setForm({ mode: "closed" })}
        />
      )}
      <VideoTable
        videos={rows}
        loading={videos.isPending}
        error={videos.isError ? "Unable to load the videos." : null}
        togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
        onEdit={(video) => setForm({ mode: "edit", video })}
        onToggle={toggleActive}
        onDelete={setDeleting}
      />
      <LoadMoreButton pages={videos} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Video"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        tone="error"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete this video?</p>
        {deleting && <p className="mt-2 font-semibold break-words">{deleting.title}</p>}
      </ConfirmDialog>
    </div>
  );
}
