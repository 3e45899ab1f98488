import {
  AddFavouriteSchema, FavouriteRecordPageSchema, FavouriteRecordsQuerySchema, FavouriteStatusQuerySchema, FavouriteStatusSchema,
  FolderCreateSchema, FolderEditSchema, FolderIdSchema, FolderSchema, FollowedListsQuerySchema, ListDetailQuerySchema, ListDetailSchema,
  ListRefSchema, ListSummaryPageSchema, MoveFavouritesSchema, RemoveFavouritesSchema, ShareResultSchema,
} from '@portal/contracts'
import { z } from 'zod'
import { addFavourite, favouriteRecords, favouriteStatus, moveFavourites, removeFavourites } from '../../../modules/favourites/favourite-records.service.ts'
import { followedLists, followList, listDetail, unfollowList } from '../../../modules/favourites/followed-lists.service.ts'
import { createFolder, deleteFolder, editFolder, listFolders, shareFolder } from '../../../modules/favourites/folders.service.ts'
import { patronProcedure, router, tenantProcedure } from '../../init.ts'

const ListRefOutput = ListRefSchema

/**
 * A patron's favourites (favourites.folders.*, favourites.records.*) and the lists they follow (favourites.lists.*);
 * REST twins in rest/routes/favourites/favourites.routes.ts. `lists.detail` is open to visitors: a shared folder's
 * link works for anybody.
 */
export const favouritesRouter = router({
  folders: router({
    list: patronProcedure.output(z.array(FolderSchema)).query(({ ctx }) => listFolders(ctx)),
    create: patronProcedure.input(FolderCreateSchema).output(FolderSchema).mutation(({ ctx, input }) => createFolder(ctx, input)),
    edit: patronProcedure.input(FolderEditSchema).output(FolderSchema).mutation(({ ctx, input }) => editFolder(ctx, input)),
    remove: patronProcedure.input(FolderIdSchema).output(z.object({ folderId: z.number(), removedRecords: z.number() })).mutation(({ ctx, input }) => deleteFolder(ctx, input)),
    share: patronProcedure.input(FolderIdSchema).output(ShareResultSchema).mutation(({ ctx, input }) => shareFolder(ctx, input)),
  }),
  records: router({
    list: patronProcedure.input(FavouriteRecordsQuerySchema).output(FavouriteRecordPageSchema).query(({ ctx, input }) => favouriteRecords(ctx, input)),
    add: patronProcedure.input(AddFavouriteSchema).output(z.object({ recordId: z.number(), folderId: z.number() })).mutation(({ ctx, input }) => addFavourite(ctx, input)),
    move: patronProcedure.input(MoveFavouritesSchema).output(z.object({ moved: z.number() })).mutation(({ ctx, input }) => moveFavourites(ctx, input)),
    remove: patronProcedure.input(RemoveFavouritesSchema).output(z.object({ removed: z.number() })).mutation(({ ctx, input }) => removeFavourites(ctx, input)),
    status: patronProcedure.input(FavouriteStatusQuerySchema).output(FavouriteStatusSchema).query(({ ctx, input }) => favouriteStatus(ctx, input)),
  }),
  lists: router({
    followed: patronProcedure.input(FollowedListsQuerySchema).output(ListSummaryPageSchema).query(({ ctx, input }) => followedLists(ctx, input)),
    follow: patronProcedure.input(ListRefSchema).output(ListRefOutput).mutation(({ ctx, input }) => followList(ctx, input)),
    unfollow: patronProcedure.input(ListRefSchema).output(ListRefOutput).mutation(({ ctx, input }) => unfollowList(ctx, input)),
    detail: tenantProcedure.input(ListDetailQuerySchema).output(ListDetailSchema).query(({ ctx, input }) => listDetail(ctx, input)),
  }),
})
