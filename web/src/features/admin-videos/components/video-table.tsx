import type { AdminCuratedVideo } from "@contract/admin-videos";
import { skillById } from "@contract/pillars";
import { DifficultyBadge, PillarBadge } from "@/components/pillar-badge";
import { Icon } from "@/components/icon";
import { actionsColumn, RowButton, RowSwitch } from "@/components/row-controls";
import { Table, type TableColumn } from "@/components/table";

interface VideoTableProps {
  videos: readonly AdminCuratedVideo[];
  loading: boolean;
  error: string | null;
  /** The video whose active flag is being changed. */
  togglingId: string | null;
  onEdit: (video: AdminCuratedVideo) => void;
  onToggle: (video: AdminCuratedVideo) => void;
  onDelete: (video: AdminCuratedVideo) => void;
}

/** Video, Skill/Pillar, Difficulty, Status, Priority, Actions. */
export function VideoTable({ videos, loading, error, togglingId, onEdit, onToggle, onDelete }: VideoTableProps) {
  const columns: TableColumn<AdminCuratedVideo>[] = [
    {
      id: "video",
      header: "Video",
      className: "min-w-56",
      cell: (video) => (
        <div className="min-w-0">
          <p className="font-semibold break-words">{video.title}</p>
          {video.channelTitle && <p className="text-sm text-base-content/75 break-words">{video.channelTitle}</p>}
          <p className="font-mono text-xs text-base-content/75">{video.youtubeVideoId}</p>
        </div>
      ),
    },
    {
      id: "skill",
      header: "Skill/Pillar",
      cell: (video) => (
        <div className="flex flex-col items-start gap-1">
          <span>{skillById(video.skillId)?.label ?? video.skillId}</span>
          <PillarBadge pillar={video.pillar} />
        </div>
      ),
    },
    { id: "difficulty", header: "Difficulty", cell: (video) => <DifficultyBadge difficulty={video.difficulty} /> },
    {
      id: "status",
      header: "Status",
      cell: (video) => (
        <span className={`badge ${video.isActive ? "badge-success" : "badge-ghost"}`}>
          {video.isActive ? "Active" : "Inactive"}
        </span>
      ),
    },
    { id: "priority", header: "Priority", cell: (video) => video.orderPriority },
    actionsColumn((video) => (
      <>
        <RowButton label={`Edit: ${video.title}`} onClick={() => onEdit(video)}>
          Edit
        </RowButton>
        <label className="flex min-h-8 cursor-pointer items-center gap-2 px-2 text-sm">
          <RowSwitch
            label={`Active: ${video.title}`}
            checked={video.isActive}
            disabled={togglingId === video.id}
            tone="toggle-success"
            onToggle={() => onToggle(video)}
          />
          <span aria-hidden="true">Active</span>
        </label>
        <RowButton label={`Delete: ${video.title}`} className="btn-ghost text-error" onClick={() => onDelete(video)}>
          <Icon name="trash" className="size-4" />
        </RowButton>
      </>
    )),
  ];
  return (
    <Table
      caption="Catalogue videos"
      columns={columns}
      rows={videos}
      rowKey={(video) => video.id}
      loading={loading}
      error={error}
      // Every loaded video shows; 'Load more' below the table brings the next page from the server.
      pageSize={Math.max(videos.length, 1)}
      empty={<p className="text-base-content/75">No videos yet. Add the first one with 'Add Video'.</p>}
    />
  );
}
