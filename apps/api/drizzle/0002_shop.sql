CREATE TABLE "shop_basket_items" (
	"user_id" integer NOT NULL,
	"product_uuid" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"price_seen" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_basket_items_user_id_product_uuid_pk" PRIMARY KEY("user_id","product_uuid"),
	CONSTRAINT "shop_basket_items_quantity_check" CHECK ("shop_basket_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_uuid" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" jsonb NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shop_order_lines_quantity_check" CHECK ("shop_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"payment_method" text NOT NULL,
	"delivery" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_orders_status_check" CHECK ("shop_orders"."status" in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_uuid" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"price" integer NOT NULL,
	"discount" integer,
	"stock" integer NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"images" jsonb NOT NULL,
	CONSTRAINT "shop_products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "shop_products_stock_check" CHECK ("shop_products"."stock" >= 0),
	CONSTRAINT "shop_products_price_check" CHECK ("shop_products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_wishlist" (
	"user_id" integer NOT NULL,
	"product_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_wishlist_user_id_product_uuid_pk" PRIMARY KEY("user_id","product_uuid")
);
--> statement-breakpoint
ALTER TABLE "shop_basket_items" ADD CONSTRAINT "shop_basket_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_basket_items" ADD CONSTRAINT "shop_basket_items_product_uuid_shop_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."shop_products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_product_uuid_shop_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."shop_products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_category_uuid_shop_categories_uuid_fk" FOREIGN KEY ("category_uuid") REFERENCES "public"."shop_categories"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_wishlist" ADD CONSTRAINT "shop_wishlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_wishlist" ADD CONSTRAINT "shop_wishlist_product_uuid_shop_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."shop_products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_categories_listing_idx" ON "shop_categories" USING btree ("organization_id","position");--> statement-breakpoint
CREATE INDEX "shop_order_events_order_idx" ON "shop_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "shop_order_lines_order_idx" ON "shop_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_products_listing_idx" ON "shop_products" USING btree ("category_uuid","position");