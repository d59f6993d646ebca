// Icons only the deployment page uses (same 24x24 stroke style as ~/components/ui/icons).
import { Icon as Svg, type IconProps } from "~/components/ui/icons";

export const IconCopy = (p: IconProps) => (
  <Svg {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2.5" />
    <path d="M15 9V6.5A2.5 2.5 0 0 0 12.5 4h-6A2.5 2.5 0 0 0 4 6.5v6A2.5 2.5 0 0 0 6.5 15H9" />
  </Svg>
);

export const IconLink = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Svg>
);

export const IconCloudOff = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7.5 18.5H17a4 4 0 0 0 1.6-7.7A6 6 0 0 0 8.2 7.6" />
    <path d="M5.3 9.4A4.5 4.5 0 0 0 6.5 18.4M3 3l18 18" />
  </Svg>
);

export const IconGauge = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4.9 18.5a9 9 0 1 1 14.2 0" />
    <path d="m12 13 3.5-4.5" />
    <circle cx="12" cy="13.5" r="1.2" />
  </Svg>
);

export const IconAccessibility = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="7.6" r="1.1" />
    <path d="M7.5 10.2 12 11l4.5-.8M12 11v3.2l-2.2 3.6M12 14.2l2.2 3.6" />
  </Svg>
);

export const IconCalendar = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M8 3v4M16 3v4M3.5 10h17" />
  </Svg>
);

export const IconLayers = (p: IconProps) => (
  <Svg {...p}>
    <path d="m12 3 9 5-9 5-9-5 9-5Z" />
    <path d="m3 13 9 5 9-5" />
  </Svg>
);

export const IconAlert = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 8v5M12 16.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
  </Svg>
);
