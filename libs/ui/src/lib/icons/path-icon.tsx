import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/**
 * An icon from one Material Design path (Apache 2.0). @mui/icons-material is not a dependency: a
 * handful of paths costs bytes, the package's barrel would cost a build step.
 */
export function pathIcon(path: string, name: string) {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon aria-hidden {...props}>
      <path d={path} />
    </SvgIcon>
  );
  Icon.displayName = name;
  return Icon;
}
