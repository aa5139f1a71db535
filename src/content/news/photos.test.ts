import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { loadContent } from "../load-content.server";
import { picture } from "../engine/test-pictures";
import {
  LANGUAGES,
  altIn,
  contentDir,
  newsTranslation,
  problems,
  withPhoto,
  write,
  writePicture,
  writeWithPhoto,
  writeContentFolderEachTest,
} from "../test-content-folder";

// Each test writes a small, valid content folder, spoils one file, and reads the message.
writeContentFolderEachTest();

describe("news photos", () => {
  beforeEach(async () => {
    await writePicture("news/photos/beach.jpg");
  });

  it("read the photo's file and its words; each language has its own words for it", () => {
    writeWithPhoto("one", 1, "photo: photos/beach.jpg\nphoto_alt: Volunteers on the sand");
    const { content, byLocale } = loadContent(contentDir);
    expect(content.news[0]).toMatchObject({ photo: "photos/beach.jpg", photo_alt: "Volunteers on the sand" });
    expect(byLocale.fr.news[0]).toMatchObject({ photo: "photos/beach.jpg", photo_alt: "A photo of it (fr)" });
    expect(byLocale.crs.news[0]).toMatchObject({ photo: "photos/beach.jpg", photo_alt: "A photo of it (crs)" });
    expect(Object.keys(byLocale.crs.news[0]!)).toEqual(Object.keys(content.news[0]!));
    // The photos folder is not read as news items, and a bare name is looked for in it.
    write("news/one.md", withPhoto(1, "photo: beach.jpg\nphoto_alt: Volunteers on the sand"));
    expect(problems()).toEqual([]);
  });

  it("need words saying what the photo shows", () => {
    write("news/one.md", withPhoto(1, "photo: photos/beach.jpg"));
    write("news/two.md", withPhoto(2, "photo: photos/beach.jpg\nphoto_alt: '  '"));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo_alt: is missing: a news item with a photo needs photo_alt, a sentence saying what the photo shows, for visitors who cannot see it',
      'content/news/two.md (news item 2, "News 2"): photo_alt: is empty',
    ]);
  });

  it("need a photo for its words, and are named even when another field has a mistake", () => {
    write("news/one.md", withPhoto(1, "photo_alt: Volunteers on the sand"));
    write("news/two.md", withPhoto(2, "photo: photos/beach.jpg").replace("title: News 2\n", ""));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: is missing: photo_alt describes a photo, so name the photo\'s file in photo (or remove photo_alt)',
      "content/news/two.md (news item 2): title: is missing",
      "content/news/two.md (news item 2): photo_alt: is missing: a news item with a photo needs photo_alt, a sentence saying what the photo shows, for visitors who cannot see it",
    ]);
  });

  it("name a photo file that is not there, or not in the photos folder", () => {
    writeWithPhoto("one", 1, "photo: photos/beech.jpg\nphoto_alt: Volunteers");
    writeWithPhoto("two", 2, "photo: ../help/beach.jpg\nphoto_alt: Volunteers");
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: photos/beech.jpg: is not there: put the photo in content/news/photos/, or correct the name',
      'content/news/two.md (news item 2, "News 2"): photo: ../help/beach.jpg: must be a file in content/news/photos/, written like photos/beach-cleanup.jpg',
    ]);
  });

  it("name a photo written in other capital letters than its file, which the Linux build would not find", () => {
    writeWithPhoto("one", 1, "photo: photos/Beach.JPG\nphoto_alt: Volunteers");
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: photos/Beach.JPG: is not there, but beach.jpg is: write the name exactly as the file\'s, small and capital letters alike',
    ]);
  });

  it("refuse a file that is not a JPEG, PNG or WebP picture", async () => {
    write("news/photos/notes.jpg", "Remember to take photos of the cleanup.\n");
    writeFileSync(
      path.join(contentDir, "news/photos/anim.png"),
      await sharp(await picture(500, 300))
        .gif()
        .toBuffer(),
    );
    writeWithPhoto("one", 1, "photo: photos/notes.jpg\nphoto_alt: Volunteers");
    writeWithPhoto("two", 2, "photo: photos/anim.png\nphoto_alt: Volunteers");
    write("news/three.md", withPhoto(3, "photo: photos/IMG_0042.HEIC\nphoto_alt: Volunteers"));
    for (const lang of LANGUAGES) write(`news/three.${lang}.md`, newsTranslation(3, lang));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: photos/notes.jpg: is not a JPEG, PNG or WebP picture the site can read: open it and save it again as JPEG',
      'content/news/three.md (news item 3, "News 3"): photo: must be a .jpg, .png or .webp file, written like photos/beach-cleanup.jpg (an iPhone\'s .heic photo: save it as JPEG first)',
      'content/news/two.md (news item 2, "News 2"): photo: photos/anim.png: is not a JPEG, PNG or WebP picture the site can read: open it and save it again as JPEG',
    ]);
  });

  it("refuse a photo too small to show sharp", async () => {
    await writePicture("news/photos/thumb.png", 320, 240, "png");
    await writePicture("news/photos/strip.webp", 1200, 150, "webp");
    writeWithPhoto("one", 1, "photo: photos/thumb.png\nphoto_alt: Volunteers");
    writeWithPhoto("two", 2, "photo: photos/strip.webp\nphoto_alt: Volunteers");
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: photos/thumb.png: is 320 × 240 pixels, too small: use a photo at least 400 pixels wide and 200 high (800 wide or more looks sharp on phones)',
      'content/news/two.md (news item 2, "News 2"): photo: photos/strip.webp: is 1200 × 150 pixels, too small: use a photo at least 400 pixels wide and 200 high (800 wide or more looks sharp on phones)',
    ]);
  });

  it("go in the photos folder, not beside the news items", async () => {
    await writePicture("news/beach.jpg");
    expect(problems()).toEqual([
      "content/news/beach.jpg: a photo goes in content/news/photos/, and its item names it (photo: photos/…)",
    ]);
  });

  it("stay in the English file; a translation has the photo's words when the English has a photo, and only then", () => {
    write("news/one.md", withPhoto(1, "photo: photos/beach.jpg\nphoto_alt: Volunteers on the sand"));
    write("news/one.fr.md", altIn(1, "fr").replace("photo_alt:", "photo: photos/beach.jpg\nphoto_alt:"));
    write("news/two.fr.md", altIn(2, "fr"));
    expect(problems()).toEqual([
      'content/news/one.fr.md (French of news item 1, "News 1"): "photo" stays in the English file only: remove from here',
      'content/news/one.crs.md (Kreol Seselwa of news item 1, "News 1"): photo_alt: is missing: the English file has a photo, say here what it shows',
      'content/news/two.fr.md (French of news item 2, "News 2"): photo_alt: the English file has no photo (add it there first, or remove it here)',
    ]);
  });
});
