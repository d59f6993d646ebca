import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("signin", "routes/signin.tsx"),
  route("auth/success", "routes/auth-success.tsx"),
  route("logout", "routes/logout.tsx"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  // Signed-in area: the layout guards every child and draws the top navigation.
  layout("routes/app-layout.tsx", [
    route("profile", "routes/profile.tsx"),
    route("templates", "routes/templates.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("jobtracker", "routes/jobtracker.tsx"),
    route("settings", "routes/settings.tsx"),
  ]),
  // The portfolio language's own form on /profile (fetcher: JSON; without JavaScript: back to /profile with a toast).
  route("profile/language", "routes/profile-language.ts"),
  // Template preview: a full page outside the app layout, at both URL shapes the spec names (one module, three
  // registrations; /preview without an id redirects to /templates).
  route("preview", "routes/template-preview.tsx", { id: "preview-missing-id" }),
  route("preview/:templateId", "routes/template-preview.tsx", { id: "preview" }),
  route("templates/:templateId/preview", "routes/template-preview.tsx", { id: "templates-preview" }),
  // Public portfolio: rendered without the client runtime and cached at the edge (see the route module).
  route("portfolio/:username", "routes/portfolio-public.tsx"),
  // Its resume as a PDF (resource route; cached and purged with the page).
  route("portfolio/:username/resume.pdf", "routes/portfolio-resume-pdf.ts"),
  route("media/*", "routes/media.tsx"),
  // Search engines (resource routes): the indexable live portfolios, and robots.txt pointing at them.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The AI Career Insights dialog's resource route (JSON only; opened from a job's detail on /jobtracker).
  route("jobtracker/:jobId/insights", "routes/jobtracker-insights.ts"),
  // The saved profile's match with one job, for the same dialog (JSON only, issue 32).
  route("jobtracker/:jobId/match", "routes/jobtracker-match.ts"),
  // The application kit dialog's transport: tailored resume, cover letter, mark as sent (JSON only, issue 33).
  route("jobtracker/:jobId/kit", "routes/jobtracker-kit.ts"),
  // A job's whole record for its detail dialog (JSON only; the board's loader sends card data, ADR 0009).
  route("jobtracker/:jobId/details", "routes/jobtracker-details.ts"),
  // A board move's status change (JSON only; the same answer as the page action's intent=status).
  route("jobtracker/:jobId/status", "routes/jobtracker-status.ts"),
  // Admin area, outside the app layout (its own sidebar chrome), guarded on the server: /admin is the admin panel
  // (Users page), /admin1 the admin dashboard (notification sender); the export is the Users page's CSV download.
  route("admin", "routes/admin/users.tsx"),
  route("admin1", "routes/admin/dashboard.tsx"),
  // The /admin1 sender's recipient picker: one page of users by search and cursor (JSON only).
  route("admin1/recipients", "routes/admin/dashboard-recipients.ts"),
  route("admin/users/export", "routes/admin/users-export.tsx"),
  // The feedback modal's resource route (fetcher posts get JSON, native posts a redirect with a flash toast).
  route("resources/feedback", "routes/resources.feedback.ts"),
  // The notifications bell's resource route (JSON only; contract in app/schemas/notifications.ts).
  route("resources/notifications", "routes/resources.notifications.ts"),
  route("*", "routes/catchall.tsx"),
] satisfies RouteConfig;
