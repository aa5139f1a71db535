// A news item's photo: where its file is, and whether it is one the build can make sizes from.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { LoadContext } from "../engine/context.server.ts";
import { readImageHeader } from "../engine/image-header.server.ts";

/** News photos are kept in this folder of content/news/. */
export const NEWS_PHOTOS_FOLDER = "photos";

/** The smallest photo worth showing: the build makes 400 and 800 pixel wide sizes. */
const PHOTO_MIN = { width: 400, height: 200 };

/**
 * The file a news item's `photo` names: written from the item's folder ("photos/beach.jpg"), or
 * from the photos folder itself ("beach.jpg").
 */
export function newsPhotoFile(newsDir: string, photo: string): string {
  const besideItem = path.resolve(newsDir, photo);
  const inPhotos = path.resolve(newsDir, NEWS_PHOTOS_FOLDER, photo);
  return existsExactly(besideItem) || !existsExactly(inPhotos) ? besideItem : inPhotos;
}

/** Like existsSync, but "Beach.JPG" is not "beach.jpg", as on the Linux machine that builds the site. */
function existsExactly(file: string): boolean {
  const dir = path.dirname(file);
  return existsSync(dir) && statSync(dir).isDirectory() && readdirSync(dir).includes(path.basename(file));
}

/** The photo a news item names: in the photos folder, there, a JPEG, PNG or WebP picture, and big enough. */
export function checkNewsPhoto(ctx: LoadContext, photo: string, newsDir: string, where: string) {
  const photosDir = path.join(newsDir, NEWS_PHOTOS_FOLDER);
  const file = newsPhotoFile(newsDir, photo);
  const at = `${where}: photo: ${photo}`;
  if (!file.startsWith(photosDir + path.sep)) {
    ctx.problems.push(`${at}: must be a file in ${ctx.rel(photosDir)}/, written like photos/beach-cleanup.jpg`);
    return;
  }
  if (!existsExactly(file)) {
    const dir = path.dirname(file);
    const other = existsSync(dir)
      ? readdirSync(dir).find((name) => name.toLowerCase() === path.basename(file).toLowerCase())
      : undefined;
    ctx.problems.push(
      other
        ? `${at}: is not there, but ${other} is: write the name exactly as the file's, small and capital letters alike`
        : `${at}: is not there: put the photo in ${ctx.rel(photosDir)}/, or correct the name`,
    );
    return;
  }
  const header = readImageHeader(readFileSync(file));
  if (!header) {
    ctx.problems.push(`${at}: is not a JPEG, PNG or WebP picture the site can read: open it and save it again as JPEG`);
    return;
  }
  if (header.width < PHOTO_MIN.width || header.height < PHOTO_MIN.height) {
    ctx.problems.push(
      `${at}: is ${header.width} × ${header.height} pixels, too small: use a photo at least ${PHOTO_MIN.width} pixels wide and ${PHOTO_MIN.height} high (800 wide or more looks sharp on phones)`,
    );
  }
}
