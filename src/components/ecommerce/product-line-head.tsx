import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { AnchorLink } from '@/components/navigation/links';
import classes from '@/components/ecommerce/cart.module.css';

/**
 * The start of a product's line (the cart's, the wishlist's, an order's): its picture, and its
 * name linked to its page above what the line says of it (`children`).
 */
export function ProductLineHead({
  productId,
  name,
  image,
  size,
  children,
}: {
  productId: number;
  name: string;
  image: string;
  /** The picture's side, in pixels. */
  size: number;
  children: ReactNode;
}) {
  return (
    <>
      <img src={image} alt="" width={size} height={size} className={classes.image} />
      <Stack gap={2} className={classes.info}>
        <AnchorLink
          to="/apps/ecommerce/products/$productId"
          params={{ productId }}
          fw={600}
          c="inherit"
        >
          {name}
        </AnchorLink>
        {children}
      </Stack>
    </>
  );
}
