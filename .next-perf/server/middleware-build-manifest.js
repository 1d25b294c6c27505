globalThis.__BUILD_MANIFEST = {
  "pages": {
    "/_app": []
  },
  "devFiles": [],
  "polyfillFiles": [
    "static/chunks/0cz1d0mv5g_q7.js"
  ],
  "lowPriorityFiles": [
    "static/a55DKA5RiIS4oCkV48VIu/_buildManifest.js",
    "static/a55DKA5RiIS4oCkV48VIu/_ssgManifest.js",
    "static/a55DKA5RiIS4oCkV48VIu/_clientMiddlewareManifest.js"
  ],
  "rootMainFiles": [
    "static/chunks/0izj-9by-idon.js",
    "static/chunks/08tow-etw2k2s.js",
    "static/chunks/2d9t9vic9acra.js",
    "static/chunks/turbopack-077hmtqrhcoji.js"
  ],
  "rootMainFilesTree": {},
  "pagesChunkGroupBootstrapParams": {
    "/_not-found/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/_global-error/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(mobile)/mobileView/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(plain)/agreementPrivacy/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(plain)/jumpIndex/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(plain)/upgradation/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/IntermediateSynthesis/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/activity/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/brandCenter/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/brandCenter/branParticulars/[[...id]]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/downloadCenter/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/downloadCenter/downloadSecond/coa/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/downloadCenter/downloadSecond/productCatalog/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/enterpriseIntroduction/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/goodsDetail/[[...id]]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/helpCenter/loginProblem/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/helpCenter/memberProblem/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/laborDay/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/methods/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/methods/allTheMethods/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/methods/methodDetaile/[[...id]]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/methods/methodsContrast/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/methods/methodsTheProduct/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/methods/productComparison/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/methods/productSummary/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/methods/relatedSeries/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/newsInformation/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/newsInformation/advisoryDetails/[[...id]]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/newsInformation/components/newsInformationRight/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/newsInformation/informationClassification/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/pointsMallCenter/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/productCenter/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/productCenter/allClassify/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/productCenter/formulaProductList/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/productCenter/productClassifyList/[[...categoryId]]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/productCenter/productDetailList/[[...id]]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/productConfirmation/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/qualityControl/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/resolve/[slug]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchCenter/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchCenter/SearchStandardNumber/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchCenter/dataSearch/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchCenter/dataSearchofStandard/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchCenter/dataSearchofStandard/dataDetail/[[...id]]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchCenter/dataSearchofStandard/secondaryLibrary/[[...id]]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchCenter/methodsSeach/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchCenter/relevantSearch/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchIndex/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchProduction/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/searchStructureFormula/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/standard/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/standard/standardDetail/[[...id]]/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/(site)/technical/page": {
      "otherChunks": [
        "static/chunks/0izj-9by-idon.js",
        "static/chunks/08tow-etw2k2s.js",
        "static/chunks/2d9t9vic9acra.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    }
  },
  "chunkLoadingGlobal": "TURBOPACK"
};
