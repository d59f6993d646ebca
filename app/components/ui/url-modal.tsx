// A titled modal whose open state is the URL (?dialog=..., ?user=...), so it also opens and closes without
// JavaScript: the close control and Cancel are links to `closeHref`; with JavaScript closing navigates there in
// place. Used by the settings dialogs, the admin user details and the unpublish confirmation.
import type { ComponentProps } from "react";
import { useNavigate } from "react-router";
import { FormActions } from "./button";
import { TitledModal } from "./modal";

export function UrlModal({
  closeHref,
  ...modal
}: Omit<ComponentProps<typeof TitledModal>, "onClose" | "footer" | "className"> & {
  /** Where closing goes: the same page without the dialog in its query string. */
  closeHref: string;
}) {
  const navigate = useNavigate();
  return <TitledModal {...modal} closeHref={closeHref} onClose={() => navigate(closeHref, { replace: true, preventScrollReset: true })} />;
}

/** Cancel (a link back to `cancelHref`) and the submit button of a form inside a UrlModal. */
export function UrlModalButtons(props: { cancelHref: string; busy: boolean; label: string; busyLabel: string; danger?: boolean }) {
  return <FormActions {...props} className="mt-6" />;
}
