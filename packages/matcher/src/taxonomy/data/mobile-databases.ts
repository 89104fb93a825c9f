import { group } from '../define';

export const mobile = group(
  'Mobile',
  `
Mobile Development | Mobile app development, Mobile applications, Mobile apps, Mobile application development, Mobile developer
iOS | iOS development, iOS SDK, iOS apps, IOS, iPhone development, iPad development > Mobile Development 0.7
Android | Android development, Android SDK, Android Studio, Android apps, Android Jetpack, Jetpack Compose > Mobile Development 0.7
SwiftUI > Swift 0.8; iOS 0.8
UIKit > iOS 0.8; Swift 0.5
Cocoa Touch | Cocoa, ~Cocoa > iOS 0.8 @apple
Core Data | CoreData > iOS 0.8
Xcode | XCode > iOS 0.6
CocoaPods | Cocoapods, Carthage, Swift Package Manager > iOS 0.6
Alamofire > iOS 0.6; Swift 0.6
Realm | Realm DB, ~REALM, ~Realm > Mobile Development 0.5 @apple
Flutter > Dart 0.8; Mobile Development 0.7
Xamarin | Xamarin.Forms > C# 0.7; Mobile Development 0.7
Ionic | Ionic Framework, ~Ionic > Mobile Development 0.6; JavaScript 0.5 @js
Cordova | Apache Cordova, PhoneGap > Mobile Development 0.6
Expo | Expo.dev, ~Expo > React Native 0.8 @js
Kotlin Multiplatform | KMM > Kotlin 0.8
Firebase | Firebase Auth, Firestore, Cloud Firestore, Firebase Cloud Messaging, FCM, Firebase Realtime Database
Push Notifications | APNs, Push notification
App Store Deployment | App Store Connect, Google Play Console, TestFlight, App Store submission
Mobile UI Design | Mobile UI, Mobile UX
watchOS | WatchOS > iOS 0.7
Android NDK > Android 0.8; C++ 0.5
Retrofit | OkHttp, ~Retrofit > Android 0.7 @lang
Room Database | Android Room > Android 0.7
Dagger Hilt | Dagger 2, Dagger2 > Android 0.6
RxJava | RxKotlin > Java 0.5
MVVM | Model-View-ViewModel
MVP Architecture | Model-View-Presenter
Grand Central Dispatch | GCD > iOS 0.7
Auto Layout | Autolayout > iOS 0.7
Mobile Testing | Appium, Espresso testing, XCTest, XCUITest > Software Testing 0.5
`,
);

export const databases = group(
  'Databases',
  `
Databases | Database, Database design, Database development, Database management, DBMS, RDBMS, Relational databases, Relational database, DB design
PostgreSQL | Postgres, Postgre, PostgresSQL, PostgreSQL 12, PSQL, pgSQL > SQL 0.8; Databases 0.6
MySQL | My SQL, MariaDB > SQL 0.8; Databases 0.6
SQL Server | Microsoft SQL Server, MS SQL Server, MSSQL, MS SQL, MS-SQL, SQL Server 2016, SQL Server 2019, SSMS > SQL 0.8; Databases 0.6
Oracle | Oracle Database, Oracle DB, Oracle RDBMS, Oracle 11g, Oracle 12c, Oracle 19c, =Oracle, Oracle SQL > SQL 0.7; Databases 0.6
SQLite | SQLite3 > SQL 0.6
IBM Db2 | DB2, Db2 > SQL 0.7
Sybase | SAP ASE > SQL 0.7
Teradata > SQL 0.7
Microsoft Access | MS Access, ~Access > Databases 0.4 @office
NoSQL | No SQL, NoSQL databases, NoSql > Databases 0.5
MongoDB | Mongo, Mongo DB, Mongoose, MongoDB Atlas > NoSQL 0.8
Redis | Redis cache, ElastiCache > NoSQL 0.5; Caching 0.6
Cassandra | Apache Cassandra, ScyllaDB > NoSQL 0.8
Couchbase | CouchDB > NoSQL 0.8
DynamoDB | Amazon DynamoDB, AWS DynamoDB > NoSQL 0.8; AWS 0.7
Neo4j | Cypher, Graph databases, Graph database > NoSQL 0.6
Elasticsearch | Elastic Search, ElasticSearch, OpenSearch, Solr, Apache Solr, Lucene > Full-Text Search 0.7
Full-Text Search | Search engine development, Search indexing
HBase | Apache HBase > NoSQL 0.7; Hadoop 0.6
InfluxDB | TimescaleDB, Time-series databases > Databases 0.6
Firebird > SQL 0.6
HSQLDB | H2 Database, H2 DB > SQL 0.5
Cosmos DB | Azure Cosmos DB, CosmosDB > NoSQL 0.8; Azure 0.7
Google Bigtable | Bigtable, Cloud Spanner > GCP 0.7
Amazon RDS | RDS, AWS RDS, Amazon Aurora > AWS 0.8; Databases 0.6
Supabase > PostgreSQL 0.6
Prisma | Prisma ORM > ORM 0.8
ORM | Object-relational mapping, Sequelize, TypeORM, SQLAlchemy, MyBatis, iBatis > Databases 0.5
Stored Procedures | Stored procedure, Database triggers > SQL 0.8
Query Optimization | SQL tuning, Query tuning, Performance tuning, SQL optimization > SQL 0.6
Database Administration | DBA, Database administrator, Database administration, Backup and recovery > Databases 0.8
Data Modeling | Data modelling, ER diagrams, ERD, Entity relationship, Database normalization, Dimensional modeling, Star schema > Databases 0.6
Database Migration | Data migration, Flyway, Liquibase
Database Replication | Database sharding, Sharding > Databases 0.6
pgAdmin | DBeaver, Toad for Oracle, SQL Developer, MySQL Workbench, DataGrip > SQL 0.5
Vector Databases | Pinecone, Weaviate, Milvus, pgvector, Chroma DB, FAISS
`,
);
