// Initials avatar with the brand gradient.
function initialsOf(firstName: string, lastName: string, fallback = "") {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || fallback.trim().charAt(0).toUpperCase() || "?";
}

const sizes = {
  sm: "size-8 text-xs",
  md: "size-9 text-sm",
  lg: "size-11 text-base",
} as const;

export function Avatar({
  firstName,
  lastName,
  fallback = "",
  size = "md",
  ring = true,
  className = "",
}: {
  firstName: string;
  lastName: string;
  fallback?: string;
  size?: keyof typeof sizes;
  ring?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 font-semibold text-white ${ring ? "ring-2 ring-white" : ""} ${sizes[size]} ${className}`}
    >
      {initialsOf(firstName, lastName, fallback)}
    </span>
  );
}
