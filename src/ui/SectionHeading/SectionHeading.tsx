import type { ReactNode } from 'react';
import { Box, Text, Title, type BoxProps, type TitleOrder } from '@mantine/core';
import classes from './SectionHeading.module.css';

export interface SectionHeadingProps extends Omit<BoxProps, 'title'> {
  title: ReactNode;
  /** Supporting line under the title (home content *_sub_title texts). */
  subtitle?: ReactNode;
  /** Small overline above the title. */
  eyebrow?: ReactNode;
  align?: 'center' | 'start';
  order?: TitleOrder;
  /** For sections on dark or image backgrounds. */
  tone?: 'default' | 'inverse';
  /** id of the title, for aria-labelledby on the section. */
  titleId?: string;
}

/** Title + subtitle block used at the top of home and listing sections. */
export function SectionHeading({
  title,
  subtitle,
  eyebrow,
  align = 'center',
  order = 2,
  tone = 'default',
  titleId,
  className,
  ...others
}: SectionHeadingProps) {
  return (
    <Box
      className={className ? `${classes.root} ${className}` : classes.root}
      data-align={align}
      data-tone={tone}
      {...others}
    >
      {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
      <Title order={order} id={titleId} className={classes.title}>
        {title}
      </Title>
      {subtitle ? <Text className={classes.subtitle}>{subtitle}</Text> : null}
    </Box>
  );
}
