import { useNavigate } from "react-router-dom";
import { Page } from "@/components/page";
import { useLogout } from "@/features/auth/api/logout";
import { notify } from "@/lib/notify";
import { useSessionUser } from "@/lib/session-user";

export default function ProfilePage() {
  const user = useSessionUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate("/", { replace: true }),
      onError: () => notify.error("Logout Failed", "Unable to log out. Please try again."),
    });
  return (
    <Page title="Profile">
      <section className="card bg-base-100 shadow-sm">
        <div className="card-body">
          <h2 className="card-title">{user.name || user.username}</h2>
          <p>{user.email}</p>
          <span className="badge badge-neutral">{user.role === "admin" ? "Administrator" : "User"}</span>
        </div>
      </section>
      <section className="card mt-4 bg-base-100 shadow-sm">
        <div className="card-body">
          <h2 className="card-title">Account Actions</h2>
          <button type="button" className="btn btn-outline" onClick={signOut} disabled={logout.isPending}>
            Sign Out
          </button>
        </div>
      </section>
    </Page>
  );
}
