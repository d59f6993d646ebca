// A titled modal whose open state is the URL (?dialog=..., ?user=...), so it also opens and closes without
// JavaScript: the close control and Cancel are links to `closeHref`; with JavaScript closing navigates there in
// place. Used by the settings dialogs, the admin user details and the unpublish confirmation.
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { FormActions } from "./button";
import { type ModalSize, TitledModal } from "./modal";

export function UrlModal({
  closeHref,
  busy = false,
  size = "sm",
  focusFirstField = false,
  title,
  description,
  icon,
  tone,
  children,
}: {
  /** Where closing goes: the same page without the dialog in its query string. */
  closeHref: string;
  busy?: boolean;
  size?: ModalSize;
  focusFirstField?: boolean;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  tone?: "default" | "danger" | "warning";
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <TitledModal
      title={title}
      description={description}
      icon={icon}
      tone={tone}
      size={size}
      busy={busy}
      focusFirstField={focusFirstField}
      closeHref={closeHref}
      onClose={() => navigate(closeHref, { replace: true, preventScrollReset: true })}
    >
      {children}
    </TitledModal>
  );
}

/** Cancel (a link back to `cancelHref`) and the submit button of a form inside a UrlModal. */
export function UrlModalButtons(props: { cancelHref: string; busy: boolean; label: string; busyLabel: string; danger?: boolean }) {
  return <FormActions {...props} className="mt-6" />;
}
