// Badges and small formatters of the admin panel: role, status, plan and portfolio.
import { Star } from "lucide-react";
import { roleLabel, type AdminUserDto } from "~/schemas/admin-rules";

const pill = "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset";

export function RoleBadge({ role }: { role: AdminUserDto["role"] }) {
  const tone =
    role === "superadmin"
      ? "bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-600/20"
      : role === "admin"
        ? "bg-violet-50 text-violet-700 ring-violet-600/20"
        : "bg-slate-50 text-slate-600 ring-slate-500/20";
  return <span className={`${pill} ${tone}`}>{roleLabel(role)}</span>;
}

const STATUS_TONE: Record<AdminUserDto["status"], { tone: string; dot: string; label: string }> = {
  active: { tone: "bg-emerald-50 text-emerald-700 ring-emerald-600/20", dot: "bg-emerald-500", label: "Active" },
  inactive: { tone: "bg-slate-100 text-slate-600 ring-slate-500/20", dot: "bg-slate-400", label: "Inactive" },
  suspended: { tone: "bg-rose-50 text-rose-700 ring-rose-600/20", dot: "bg-rose-500", label: "Suspended" },
};

export function StatusBadge({ status }: { status: AdminUserDto["status"] }) {
  const { tone, dot, label } = STATUS_TONE[status];
  return (
    <span className={`${pill} ${tone}`} data-status={status}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dot}`} />
      {label}
    </span>
  );
}

export function PlanBadge({ plan }: { plan: AdminUserDto["subscriptionType"] }) {
  return plan === "premium" ? (
    <span className={`${pill} bg-amber-50 text-amber-700 ring-amber-600/25`}>
      <Star className="size-3" fill="currentColor" strokeWidth={0} aria-hidden="true" />
      Premium
    </span>
  ) : (
    <span className={`${pill} bg-sky-50 text-sky-700 ring-sky-600/20`}>Free</span>
  );
}

export function PortfolioBadge({ deployed }: { deployed: boolean }) {
  return deployed ? (
    <span className={`${pill} bg-indigo-50 text-indigo-700 ring-indigo-600/20`}>Deployed</span>
  ) : (
    <span className={`${pill} bg-white text-slate-500 ring-slate-300`}>Not deployed</span>
  );
}
